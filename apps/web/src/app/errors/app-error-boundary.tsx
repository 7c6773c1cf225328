import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel.tsx';

interface State {
  failed: boolean;
}

/** Last line of defence, around everything the router doesn't cover (providers, maintenance page). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Erro não tratado na interface', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <main className="min-h-dvh bg-slate-50">
          <ErrorPanel />
        </main>
      );
    }
    return this.props.children;
  }
}
