/** Placeholder cards shaped like the real ones while the first page loads. */
export function HistorySkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Carregando consultas…</span>
      <ul aria-hidden="true" className="grid gap-3">
        {[0, 1, 2, 3].map((key) => (
          <li key={key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:p-5">
            <div className="grid animate-pulse gap-2.5">
              <div className="flex items-center gap-3">
                <span className="h-5 w-32 rounded bg-slate-200" />
                <span className="h-5 w-16 rounded-full bg-slate-100" />
              </div>
              <span className="h-4 w-24 rounded bg-slate-100" />
              <span className="h-4 w-40 rounded bg-slate-100" />
              <span className="mt-1 h-4 w-full rounded bg-slate-100" />
              <span className="h-4 w-3/4 rounded bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
