import { useEffect, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { listMicrophones, type MicrophoneOption } from '../capture/microphone.ts';

/** Which microphone to record with; "Padrão do sistema" until the vet picks one. */
export function MicrophoneSelect({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (deviceId: string) => void;
  disabled?: boolean;
}) {
  const [microphones, setMicrophones] = useState<MicrophoneOption[]>([]);

  useEffect(() => {
    const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!devices?.enumerateDevices) return;
    let cancelled = false;
    const load = () =>
      listMicrophones()
        .then((found) => {
          if (!cancelled) setMicrophones(found);
        })
        .catch(() => undefined);
    void load();
    // A headset plugged in, or labels revealed once the microphone is allowed.
    devices.addEventListener?.('devicechange', load);
    return () => {
      cancelled = true;
      devices.removeEventListener?.('devicechange', load);
    };
  }, []);

  const known = microphones.some((m) => m.deviceId === value);
  return (
    <SelectField
      label="Microfone"
      value={known ? value : ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      options={[
        { value: '', label: 'Padrão do sistema' },
        ...microphones.map((m) => ({ value: m.deviceId, label: m.label })),
      ]}
    />
  );
}
