import { maskPhone, PHONE_MASK_MAX_LENGTH } from '@vetvoz/domain';
import { TextField, type TextFieldProps } from './text-field.tsx';

interface PhoneFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'maxLength'> {
  value: string;
  /** Called with the masked text, (00) 00000-0000, as the user types. */
  onValueChange: (masked: string) => void;
}

/** A Brazilian phone input with the spec's mask (max 15 characters): profile, sign-up, sending to the tutor. */
export function PhoneField({ value, onValueChange, ...props }: PhoneFieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(11) 98765-4321"
      {...props}
      maxLength={PHONE_MASK_MAX_LENGTH}
      value={value}
      onChange={(event) => onValueChange(maskPhone(event.target.value))}
    />
  );
}
