import {
  BILLING_PERIOD_WORDS,
  earliestEffectiveDay,
  formatBrl,
  PAID_PLANS,
  PLAN_DISPLAY_NAMES,
  PLAN_OFFERS,
  PRICE_CHANGE_NOTICE_DAYS,
  type PriceChangeInput,
} from '@vetvoz/domain';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { fieldBinder } from '../../../../components/ui/field-binding.ts';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { toast } from '../../../../components/ui/toast/index.ts';
import { ApiError } from '../../../../lib/api.ts';
import { useZodForm } from '../../../../lib/use-zod-form.ts';
import { useCreatePriceChange } from '../../api/admin-price-changes.ts';
import { formatDay } from '../../model/format.ts';
import {
  checkPriceDraft,
  DRAFT_FIELD,
  EMPTY_PRICE_DRAFT,
  isPaidPlan,
  type PriceDraft,
  priceChangeInputOf,
} from '../../model/price-draft.ts';
import { ConfirmPriceChangeDialog } from './confirm-price-change-dialog.tsx';

const PLAN_OPTIONS = PAID_PLANS.map((plan) => ({ value: plan, label: PLAN_DISPLAY_NAMES[plan] }));

/** The price the app charges today (plans.ts), to compare with the new one. */
function currentPrice(plan: PriceDraft['plan']): string | undefined {
  if (!plan) return undefined;
  const offer = PLAN_OFFERS.find((o) => o.plan === plan);
  return offer ? `Preço atual: ${formatBrl(offer.chargeCents)} ${BILLING_PERIOD_WORDS[plan]}.` : undefined;
}

/** The form to announce a plan's new price: checked here, then confirmed in a dialog, then sent. */
export function PriceChangeForm() {
  const create = useCreatePriceChange();
  const [confirming, setConfirming] = useState<PriceChangeInput | null>(null);
  const form = useZodForm<PriceDraft>({
    initialValues: EMPTY_PRICE_DRAFT,
    validate: (values) => checkPriceDraft(values),
    onSubmit: async (values) => setConfirming(priceChangeInputOf(values)),
  });
  const { values, errors, set } = form;
  const field = fieldBinder(form);
  const earliest = earliestEffectiveDay(new Date());

  const announce = () => {
    if (!confirming) return;
    create.mutate(confirming, {
      onSuccess: (created) => {
        toast.success('Novo preço anunciado.', {
          message: `Os assinantes do ${created.planName} serão avisados 30 dias antes da renovação.`,
        });
        form.reset(EMPTY_PRICE_DRAFT);
      },
      onError: (error) => {
        const field = error instanceof ApiError && error.field ? DRAFT_FIELD[error.field] : undefined;
        if (field) form.showErrors({ [field]: error.message });
        else
          toast.error('Não foi possível anunciar o novo preço.', {
            message: error instanceof ApiError ? error.message : undefined,
          });
      },
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <>
      <form
        ref={form.formRef}
        onSubmit={form.handleSubmit}
        noValidate
        aria-label="Anunciar novo preço"
        className="flex flex-col gap-4"
      >
        <h3 className="font-semibold text-slate-900">Anunciar novo preço</h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Plano"
            placeholder="Selecione"
            options={PLAN_OPTIONS}
            value={values.plan}
            onChange={(event) => set('plan', isPaidPlan(event.target.value) ? event.target.value : '')}
            hint={currentPrice(values.plan)}
            error={errors.plan}
          />
          <TextField
            label="Novo preço (R$)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="89,90"
            {...field('price')}
            hint="Valor de cada cobrança do plano, com vírgula nos centavos."
          />
          <TextField
            label="Vigência a partir de"
            type="date"
            min={earliest}
            {...field('effectiveOn')}
            hint={`No mínimo ${formatDay(earliest)}: cada assinante é avisado ${PRICE_CHANGE_NOTICE_DAYS} dias antes da primeira renovação nessa data ou depois.`}
          />
        </div>
        <div>
          <Button type="submit" disabled={create.isPending}>
            Anunciar novo preço
          </Button>
        </div>
      </form>
      <ConfirmPriceChangeDialog
        change={confirming}
        announcing={create.isPending}
        onConfirm={announce}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
