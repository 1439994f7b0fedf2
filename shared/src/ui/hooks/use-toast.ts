import { getAppState, type ToastInput, useAppStore } from '@pear/shared/store';

/** Shows a toast from anywhere (also outside React); returns its id. */
export const toast = (input: ToastInput): string => getAppState().pushToast(input);

/** Hides a toast. */
export const dismissToast = (id: string): void => getAppState().dismissToast(id);

/** `const { toast } = useToast(); toast({ title, description, variant: 'destructive' })` */
export const useToast = () => {
  const toasts = useAppStore((state) => state.toasts);
  return { toast, dismiss: dismissToast, toasts };
};
