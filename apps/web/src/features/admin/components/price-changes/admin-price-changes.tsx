import { useQuery } from '@tanstack/react-query';
import { priceChangesQuery } from '../../api/admin-price-changes.ts';
import { SectionEmpty, SectionError, SectionLoading } from '../section-states.tsx';
import { PriceChangeForm } from './price-change-form.tsx';
import { PriceChangeList } from './price-change-list.tsx';

/** The Prices section: the form to announce a plan's new price, then every change announced. */
export function AdminPriceChanges() {
  const list = useQuery(priceChangesQuery);
  return (
    <div className="flex flex-col gap-8">
      <PriceChangeForm />
      <div>
        <h3 className="mb-3 font-semibold text-slate-900">Anunciadas</h3>
        {list.isPending ? (
          <SectionLoading label="Carregando mudanças de preço…" />
        ) : list.isError ? (
          <SectionError
            what="Não foi possível carregar as mudanças de preço."
            error={list.error}
            onRetry={() => list.refetch()}
          />
        ) : list.data.length === 0 ? (
          <SectionEmpty title="Nenhuma mudança de preço anunciada.">
            As que você anunciar aparecem aqui, com quantos assinantes já foram avisados.
          </SectionEmpty>
        ) : (
          <PriceChangeList priceChanges={list.data} />
        )}
      </div>
    </div>
  );
}
