import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type PriceFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** ISO code shown after the amount (e.g. CAD). */
  currency: string;
};

/** A price in dollars (or the plan's currency); the value stays text so the form rules see what was typed. */
export function PriceField({ value, onChange, currency, slotProps, ...props }: PriceFieldProps) {
  return (
    <TextField
      {...props}
      type="number"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        ...slotProps,
        input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
        htmlInput: { inputMode: 'decimal', step: '0.01', min: '0' },
      }}
    />
  );
}
