export {
  createToastApi,
  type ShowToastOptions,
  type ToastAction,
  type ToastApi,
  type ToastItem,
  type ToastOptions,
  type ToastPatch,
  type ToastType,
  toast,
} from './toast-store.ts';
export { Toaster } from './toaster.tsx';
