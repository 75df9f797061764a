import { notifications } from '@mantine/notifications';
import { describeError } from './errors';

/** A failure toast that says what went wrong and what to do next. */
export function notifyError(title: string, error: unknown): void {
  const { message, hint } = describeError(error);
  notifications.show({ color: 'red', title, message: `${message} — ${hint}`, autoClose: 10_000 });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: 3_000 });
}
