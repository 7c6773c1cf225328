import { type QueryClient, useQuery } from '@tanstack/react-query';

/** The server drafts with its embedded model (decision 028): slower, and the first time it downloads it. */
export interface LocalModelStatus {
  /** While the model file downloads, how much of it; null once it is generating. */
  downloadPercent: number | null;
}

const localModelKey = (consultationId: string) => ['documents', consultationId, 'local-model'] as const;

/** Kept beside the documents: the live stream writes it, the generating cards read it. */
export function setLocalModelStatus(
  queryClient: QueryClient,
  consultationId: string,
  status: LocalModelStatus,
) {
  queryClient.setQueryData(localModelKey(consultationId), status);
}

export function useLocalModelStatus(consultationId: string): LocalModelStatus | null {
  return useQuery<LocalModelStatus | null>({
    queryKey: localModelKey(consultationId),
    // Never fetched: only the documents stream knows it.
    queryFn: () => null,
    enabled: false,
    initialData: null,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

/** "Baixando o modelo local: 45%", or the honest word on local speed. */
export function localModelMessage(status: LocalModelStatus): string {
  return status.downloadPercent === null
    ? 'modo local: alguns minutos por documento'
    : `Baixando o modelo local: ${percent.format(status.downloadPercent / 100)}`;
}
