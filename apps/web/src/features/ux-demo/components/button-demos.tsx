import { LoaderCircle, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '../../../components/ui/button.tsx';
import { DemoGroup } from './demo-section.tsx';

const VARIANTS: { variant: ButtonVariant; label: string }[] = [
  { variant: 'primary', label: 'Primário' },
  { variant: 'secondary', label: 'Secundário' },
  { variant: 'ghost', label: 'Discreto' },
  { variant: 'danger', label: 'Perigo' },
];

const SIZES: { size: ButtonSize; label: string }[] = [
  { size: 'sm', label: 'Pequeno' },
  { size: 'md', label: 'Médio' },
  { size: 'lg', label: 'Grande' },
];

/** Buttons: every variant and size, disabled, busy (the app's "Salvando…" convention), with icons, links. */
export function ButtonDemos() {
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    window.setTimeout(() => setSaving(false), 2000);
  };
  return (
    <>
      <DemoGroup label="Variantes">
        {VARIANTS.map(({ variant, label }) => (
          <Button key={variant} variant={variant}>
            {label}
          </Button>
        ))}
      </DemoGroup>
      <DemoGroup label="Tamanhos">
        {SIZES.map(({ size, label }) => (
          <Button key={size} size={size}>
            {label}
          </Button>
        ))}
      </DemoGroup>
      <DemoGroup label="Desativados">
        {VARIANTS.map(({ variant, label }) => (
          <Button key={variant} variant={variant} disabled>
            {label}
          </Button>
        ))}
      </DemoGroup>
      <DemoGroup label="Carregando e com ícones">
        <Button onClick={save} disabled={saving} aria-busy={saving || undefined}>
          {saving ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {saving ? 'Salvando…' : 'Salvar (2 s)'}
        </Button>
        <Button variant="secondary">
          <Plus aria-hidden="true" className="size-4" />
          Nova consulta
        </Button>
        <Button variant="danger">
          <Trash2 aria-hidden="true" className="size-4" />
          Excluir
        </Button>
        <ButtonLink to="/history" variant="ghost">
          Link com cara de botão
        </ButtonLink>
      </DemoGroup>
    </>
  );
}
