import { percentOfCents } from './money';

export const CANADIAN_REGION_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type CanadianRegionCode = (typeof CANADIAN_REGION_CODES)[number];

export interface TaxComponent {
  id: string;
  displayName: string;
  /** Percent, e.g. 13 or 9.975. */
  taxRate: number;
}

export interface TaxRegime {
  /** First day (YYYY-MM-DD, local to the region) on which these components apply. */
  from: string;
  components: readonly TaxComponent[];
}

export interface TaxLine extends TaxComponent {
  amountCents: number;
}

const GST: TaxComponent = { id: 'gst', displayName: 'GST', taxRate: 5 };
const QST: TaxComponent = { id: 'qst', displayName: 'QST', taxRate: 9.975 };
const hst = (region: CanadianRegionCode, taxRate: number): TaxComponent => ({
  id: `hst-${region.toLowerCase()}`,
  displayName: `HST (${region})`,
  taxRate,
});
const provincial = (kind: 'PST' | 'RST', region: CanadianRegionCode, taxRate: number): TaxComponent => ({
  id: `${kind.toLowerCase()}-${region.toLowerCase()}`,
  displayName: `${kind} (${region})`,
  taxRate,
});

// Sales tax regimes per province/territory, oldest first; the regime in force is the last one whose `from` has come.
// Dates before a region's first regime are rejected rather than guessed (GST has been 5 % since 2008-01-01).
export const CANADIAN_TAX_TABLE: Readonly<Record<CanadianRegionCode, readonly TaxRegime[]>> = {
  AB: [{ from: '2008-01-01', components: [GST] }],
  BC: [
    { from: '2008-01-01', components: [GST, provincial('PST', 'BC', 7)] },
    { from: '2010-07-01', components: [hst('BC', 12)] },
    { from: '2013-04-01', components: [GST, provincial('PST', 'BC', 7)] },
  ],
  MB: [
    { from: '2008-01-01', components: [GST, provincial('RST', 'MB', 7)] },
    { from: '2013-07-01', components: [GST, provincial('RST', 'MB', 8)] },
    { from: '2019-07-01', components: [GST, provincial('RST', 'MB', 7)] },
  ],
  NB: [
    { from: '2008-01-01', components: [hst('NB', 13)] },
    { from: '2016-07-01', components: [hst('NB', 15)] },
  ],
  NL: [
    { from: '2008-01-01', components: [hst('NL', 13)] },
    { from: '2016-07-01', components: [hst('NL', 15)] },
  ],
  NS: [
    { from: '2008-01-01', components: [hst('NS', 13)] },
    { from: '2010-07-01', components: [hst('NS', 15)] },
    { from: '2025-04-01', components: [hst('NS', 14)] },
  ],
  NT: [{ from: '2008-01-01', components: [GST] }],
  NU: [{ from: '2008-01-01', components: [GST] }],
  // Before 2010-07-01 Ontario had GST + 8 % RST.
  ON: [
    { from: '2008-01-01', components: [GST, provincial('RST', 'ON', 8)] },
    { from: '2010-07-01', components: [hst('ON', 13)] },
  ],
  // PEI joined the HST on 2013-04-01; its earlier PST was charged on the GST-inclusive price, which we do not model.
  PE: [
    { from: '2013-04-01', components: [hst('PE', 14)] },
    { from: '2016-10-01', components: [hst('PE', 15)] },
  ],
  // QST has been 9.975 % on the pre-GST price since 2013-01-01; before that it was charged on GST, not modelled.
  QC: [{ from: '2013-01-01', components: [GST, QST] }],
  SK: [
    { from: '2008-01-01', components: [GST, provincial('PST', 'SK', 5)] },
    { from: '2017-03-23', components: [GST, provincial('PST', 'SK', 6)] },
  ],
  YT: [{ from: '2008-01-01', components: [GST] }],
};

// Rate changes take effect at midnight local time, so `at` is read as a calendar date in the region's main time zone.
const REGION_TIME_ZONES: Readonly<Record<CanadianRegionCode, string>> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Edmonton',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};

export function isCanadianRegionCode(value: unknown): value is CanadianRegionCode {
  return typeof value === 'string' && (CANADIAN_REGION_CODES as readonly string[]).includes(value);
}

export interface TaxRatesParams {
  countryCode: string;
  regionCode?: string | null;
  at?: Date;
}

// Tax components in force for a billing address on a date (default now): none outside Canada.
// In Canada the region must be a known province/territory code ("ON" or "CA-ON"); otherwise this throws.
export function taxRatesFor({ countryCode, regionCode, at = new Date() }: TaxRatesParams): readonly TaxComponent[] {
  if (countryCode.trim().toUpperCase() !== 'CA') return [];
  const region = (regionCode ?? '').trim().toUpperCase().replace(/^CA-/, '');
  if (!isCanadianRegionCode(region)) {
    throw new RangeError(`Unknown Canadian province or territory: ${JSON.stringify(regionCode)}`);
  }
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid tax date');
  const day = calendarDate(at, REGION_TIME_ZONES[region]);
  const regime = CANADIAN_TAX_TABLE[region].filter((r) => r.from <= day).at(-1);
  if (!regime) throw new RangeError(`No ${region} tax rates known for ${day}`);
  return regime.components;
}

export interface ComputeTaxesParams extends TaxRatesParams {
  subTotalCents: number;
}

// Canadian sales taxes on a subtotal: one line per component (GST, HST, QST, PST, RST) in force on `at`.
// Each line is rounded half up to the cent on its own, then summed by the caller (see totalTaxCents).
export function computeTaxes({ subTotalCents, ...where }: ComputeTaxesParams): TaxLine[] {
  if (!Number.isSafeInteger(subTotalCents) || subTotalCents < 0) {
    throw new RangeError(`subTotalCents must be a non-negative integer, got ${subTotalCents}`);
  }
  return taxRatesFor(where).map((component) => ({
    ...component,
    amountCents: percentOfCents(subTotalCents, component.taxRate),
  }));
}

export function totalTaxCents(lines: readonly Pick<TaxLine, 'amountCents'>[]): number {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}

function calendarDate(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
