/**
 * jsdom has <dialog> and its `open` attribute but not showModal()/close(). This stands in for the
 * browser closely enough for component tests: open/close toggle the attribute, close fires "close".
 * The real modal behaviour (top layer, inert page) is covered by the Playwright tests.
 */
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  if (typeof proto.showModal === 'function') return;
  proto.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    // Like the browser: focus moves into the dialog, to its first focusable element.
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.open = false;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}
