import {
  CNPJ_MASK_MAX_LENGTH,
  CPF_MASK_MAX_LENGTH,
  isValidCpf,
  maskCnpj,
  maskCpf,
  PROFESSIONAL_ROLE_LABELS,
} from '@vetvoz/domain';
import { useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { textareaClasses } from '../../../components/ui/textarea-classes.ts';

const ROLE_OPTIONS = Object.entries(PROFESSIONAL_ROLE_LABELS).map(([value, label]) => ({ value, label }));

/** Fields as the forms use them: masks while typing, hints, optional marks and errors under the field. */
export function FieldDemos() {
  const [cpf, setCpf] = useState('');
  const [cpfChecked, setCpfChecked] = useState(false);
  const [phone, setPhone] = useState('');
  const [cnpj, setCnpj] = useState('');
  const [role, setRole] = useState('');
  const cpfError = cpfChecked && cpf !== '' && !isValidCpf(cpf) ? 'CPF inválido' : null;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="CPF"
        inputMode="numeric"
        placeholder="000.000.000-00"
        maxLength={CPF_MASK_MAX_LENGTH}
        value={cpf}
        onChange={(event) => {
          setCpf(maskCpf(event.target.value));
          setCpfChecked(false);
        }}
        onBlur={() => setCpfChecked(true)}
        error={cpfError}
        hint="Máscara 000.000.000-00; conferido ao sair do campo."
      />
      <PhoneField label="Telefone" value={phone} onValueChange={setPhone} />
      <TextField
        label="CNPJ do estabelecimento"
        optional
        inputMode="numeric"
        placeholder="00.000.000/0000-00"
        maxLength={CNPJ_MASK_MAX_LENGTH}
        value={cnpj}
        onChange={(event) => setCnpj(maskCnpj(event.target.value))}
      />
      <TextField
        label="CRMV"
        placeholder="12345/SP"
        defaultValue=""
        hint="Número e UF do seu registro no conselho."
      />
      <TextField label="E-mail" type="email" defaultValue="helena@" error="Informe um e-mail válido." />
      <SelectField
        label="Função"
        placeholder="Selecione"
        options={ROLE_OPTIONS}
        value={role}
        onChange={(event) => setRole(event.target.value)}
      />
      <TextField
        label="Nome da clínica"
        defaultValue="Clínica Quatro Patas"
        readOnly
        hint="Somente leitura."
      />
      <TextField label="Campo desativado" defaultValue="Indisponível" disabled />
      <FormField label="Observações" optional hint="Texto longo: a caixa cresce e pode ser redimensionada.">
        {(control) => <textarea {...control} rows={3} className={textareaClasses({ height: 'min-h-24' })} />}
      </FormField>
      <div className="flex flex-col gap-3 sm:pt-6">
        <Checkbox label="Aceito receber novidades" description="Uma caixa de seleção com descrição." />
        <Checkbox label="Marcada e desativada" checked disabled readOnly />
      </div>
    </div>
  );
}
