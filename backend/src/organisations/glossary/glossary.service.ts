import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { localizedDetail } from '../../common/localized-detail';
import { AppConfig } from '../../config/app-config';
import type { AppLanguage } from '../../common/language';
import type { User } from '../../users/entities/user.entity';
import { callerAccountManager, isInternalAdmin } from '../manager-access.util';
import { Organization } from '../entities/organization.entity';
import { OrganisationRepository } from '../organisation.repository';
import { GlossaryEntryDto, GlossaryEntryInputDto, GlossaryImportAnswerDto, GlossaryListAnswerDto } from './dto/glossary.dto';
import { GlossaryEntry } from './entities/glossary-entry.entity';
import { GlossaryImportPlan, GlossaryRepository } from './glossary.repository';
import {
  GLOSSARY_MAX_ENTRIES,
  GLOSSARY_TERM_MAX_LENGTH,
  glossaryCsv,
  glossaryLanguage,
  glossaryTermKey,
  GlossaryRow,
  parseGlossaryCsv,
} from './glossary-csv.util';

const toDto = (e: GlossaryEntry): GlossaryEntryDto => ({
  id: e.id,
  organizationId: e.organization.id,
  sourceLanguage: e.sourceLanguage,
  targetLanguage: e.targetLanguage,
  sourceTerm: e.sourceTerm,
  targetTerm: e.targetTerm,
  updatedAt: e.updatedAt,
});

/**
 * An organisation's glossary, kept by its account manager (internal administrators reach every organisation, as for
 * the other portal calls); another manager's organisation is 404. At most GLOSSARY_MAX_ENTRIES entries, a source
 * term once per language pair (without case).
 */
@Injectable()
export class GlossaryService {
  constructor(
    private readonly glossaries: GlossaryRepository,
    private readonly organisations: OrganisationRepository,
    private readonly config: AppConfig,
  ) {}

  async list(user: User, organizationId: number): Promise<GlossaryListAnswerDto> {
    const organization = await this.reachableOrganization(user, organizationId);
    const entries = await this.entriesOf(organization);
    return { items: entries.map(toDto), total: entries.length, maxEntries: GLOSSARY_MAX_ENTRIES };
  }

  async create(user: User, organizationId: number, input: GlossaryEntryInputDto): Promise<GlossaryEntryDto> {
    const organization = await this.reachableOrganization(user, organizationId);
    const row = checkedRow(input);
    const count = await this.glossaries.count(organization);
    if (count + 1 > GLOSSARY_MAX_ENTRIES)
      throw new BadRequestException(localizedDetail('glossaryFull', { max: GLOSSARY_MAX_ENTRIES, count: count + 1 }));
    await this.refuseDuplicate(organization, row);
    const entry = await this.glossaries.insert(organization, row);
    if (!entry) throw duplicate(row); // the same term written at the same moment
    return toDto(entry);
  }

  async update(user: User, organizationId: number, entryId: number, input: GlossaryEntryInputDto): Promise<GlossaryEntryDto> {
    const organization = await this.reachableOrganization(user, organizationId);
    const entry = await this.glossaries.findEntry(organization, entryId);
    if (!entry) throw new NotFoundException(localizedDetail('glossaryEntryNotFound'));
    const row = checkedRow(input);
    await this.refuseDuplicate(organization, row, entry.id);
    if (!(await this.glossaries.update(entry, row))) throw duplicate(row);
    return toDto(entry);
  }

  async remove(user: User, organizationId: number, entryId: number): Promise<void> {
    const organization = await this.reachableOrganization(user, organizationId);
    if (!(await this.glossaries.delete(organization, entryId))) throw new NotFoundException(localizedDetail('glossaryEntryNotFound'));
  }

  /**
   * Imports a CSV: a row whose source term is already in the glossary for its pair replaces that entry's target term,
   * the others are added (`replace`: the glossary becomes the file). All or nothing: any bad row, or more than
   * GLOSSARY_MAX_ENTRIES entries in the end, and nothing changes; the answer lists every bad row.
   */
  async importCsv(user: User, organizationId: number, csv: string, replace: boolean, lang: AppLanguage): Promise<GlossaryImportAnswerDto> {
    const organization = await this.reachableOrganization(user, organizationId);
    const { rows, errors } = parseGlossaryCsv(csv);
    if (errors.length > 0) {
      throw new BadRequestException(
        localizedDetail(
          'glossaryCsvInvalid',
          { count: errors.length },
          { errors: errors.map((e) => ({ row: e.row, reason: e.reason.render(lang) })) },
        ),
      );
    }
    if (rows.length === 0) throw new BadRequestException(localizedDetail('glossaryCsvEmpty'));
    return this.glossaries.importRows(organization, replace, (existing) => importPlan(existing, rows));
  }

  async exportCsv(user: User, organizationId: number): Promise<string> {
    const organization = await this.reachableOrganization(user, organizationId);
    return glossaryCsv(await this.entriesOf(organization));
  }

  private entriesOf(organization: Organization): Promise<GlossaryEntry[]> {
    return this.glossaries.findOf(organization);
  }

  /** The organisation when the caller manages it, or any one for an internal administrator; else 404. */
  private async reachableOrganization(user: User, organizationId: number): Promise<Organization> {
    const manager = callerAccountManager(user);
    const anyOrganization = isInternalAdmin(user, this.config.INTERNAL_ADMIN_EMAILS);
    const organization = await this.organisations.findReachable(organizationId, anyOrganization ? null : manager.id);
    if (!organization) throw new NotFoundException(localizedDetail('organizationNotFound'));
    return organization;
  }

  private async refuseDuplicate(organization: Organization, row: GlossaryRow, exceptId?: number): Promise<void> {
    const samePair = await this.glossaries.findOfPair(organization, row.sourceLanguage, row.targetLanguage);
    if (samePair.some((e) => e.id !== exceptId && glossaryTermKey(e.sourceTerm) === glossaryTermKey(row.sourceTerm))) throw duplicate(row);
  }
}

/** The term is already in the glossary for its pair (also what two concurrent writes of one term end as, not a 500). */
function duplicate(row: GlossaryRow): BadRequestException {
  return new BadRequestException(
    localizedDetail('glossaryDuplicate', { term: row.sourceTerm, source: row.sourceLanguage, target: row.targetLanguage }),
  );
}

/**
 * An import's changes to the glossary `existing`: a row whose source term is there for its pair replaces that
 * entry's terms (counted as updated when a term changes), the others are added; more than GLOSSARY_MAX_ENTRIES
 * entries in the end is refused (400).
 */
function importPlan(existing: GlossaryEntry[], rows: GlossaryRow[]): GlossaryImportPlan<GlossaryImportAnswerDto> {
  const keyOf = (e: GlossaryRow) => `${e.sourceLanguage}|${e.targetLanguage}|${glossaryTermKey(e.sourceTerm)}`;
  const byKey = new Map(existing.map((e) => [keyOf(e), e]));
  const added = rows.filter((r) => !byKey.has(keyOf(r)));
  const total = existing.length + added.length;
  if (total > GLOSSARY_MAX_ENTRIES)
    throw new BadRequestException(localizedDetail('glossaryFull', { max: GLOSSARY_MAX_ENTRIES, count: total }));
  const updates: Array<{ entry: GlossaryEntry; row: GlossaryRow }> = [];
  let updated = 0;
  for (const row of rows) {
    const entry = byKey.get(keyOf(row));
    if (!entry) continue;
    if (entry.targetTerm !== row.targetTerm || entry.sourceTerm !== row.sourceTerm) updated++;
    updates.push({ entry, row });
  }
  return { updates, added, answer: { added: added.length, updated, total } };
}

/** The entry as stored (codes lower case, terms trimmed), or 400 naming the field. */
function checkedRow(input: GlossaryEntryInputDto): GlossaryRow {
  const row: GlossaryRow = {
    sourceLanguage: glossaryLanguage(input.sourceLanguage),
    targetLanguage: glossaryLanguage(input.targetLanguage),
    sourceTerm: input.sourceTerm.trim(),
    targetTerm: input.targetTerm.trim(),
  };
  for (const property of ['sourceLanguage', 'targetLanguage'] as const) {
    if (!/^[a-z]{2}$/.test(row[property])) throw new BadRequestException(localizedDetail('glossaryLanguageInvalid', { property }));
  }
  if (row.sourceLanguage === row.targetLanguage) throw new BadRequestException(localizedDetail('glossarySameLanguage'));
  for (const property of ['sourceTerm', 'targetTerm'] as const) {
    if (row[property] === '') throw new BadRequestException(localizedDetail('glossaryTermRequired', { property }));
    if (row[property].length > GLOSSARY_TERM_MAX_LENGTH) {
      throw new BadRequestException(localizedDetail('glossaryTermTooLong', { property, max: GLOSSARY_TERM_MAX_LENGTH }));
    }
  }
  return row;
}
