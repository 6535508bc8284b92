import { useRef, type FormEvent } from 'react';

/**
 * The form's submit handler, one save at a time: a second submit (double click, Enter) while one runs,
 * or while `blocked`, is ignored. `submit` is react-hook-form's handleSubmit(onValid).
 */
export function useSingleSubmit(
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
  blocked = false,
): (event: FormEvent<HTMLFormElement>) => void {
  const submitting = useRef(false);
  return (event) => {
    if (submitting.current || blocked) {
      event.preventDefault();
      return;
    }
    submitting.current = true;
    void submit(event).finally(() => {
      submitting.current = false;
    });
  };
}
