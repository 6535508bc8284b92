import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { getAtPath } from '@/kit/form/value-path';
import { getConsultaCepQueryOptions } from '@generated/api/utils/utils';
import { errorMessages, validationMessages } from '@/lib/messages';
import { getErrorMessage, getErrorStatus } from '@/lib/http/error-message';
import { toast } from '@/lib/toast/toast';
import { cidadeSource } from './address-sources';
import { rememberReferenceItem } from './use-reference-options';

/**
 * CEP lookup of an address at `name` (GET utils/consulta-cep/{cep}): once the user has typed 8 digits, the
 * answer fills logradouro, bairro, the city (its picker label from the answer) and the form-only UF.
 * A failed lookup shows the API's message (or 'CEP inválido') and changes nothing. Returns whether a
 * lookup is running.
 */
export function useCepLookup(name: string, disabled: boolean): boolean {
  const queryClient = useQueryClient();
  const { watch, setValue, clearErrors } = useFormContext();
  const [running, setRunning] = useState(false);
  const last = useRef<string | null>(null);

  useEffect(() => {
    if (disabled) return undefined;
    const cepPath = `${name}.cep`;
    const subscription = watch((values, { name: changed, type }) => {
      if (type !== 'change' || changed !== cepPath) return;
      const cep = String(getAtPath(values, cepPath) ?? '');
      if (cep.length !== 8 || cep === last.current) return;
      last.current = cep;
      setRunning(true);
      queryClient
        .fetchQuery({ ...getConsultaCepQueryOptions(cep), meta: { silent: true }, retry: false })
        .then((answer) => {
          const fill = (field: string, value: unknown) =>
            setValue(`${name}.${field}`, value, { shouldDirty: true });
          if (answer.logradouro) fill('logradouro', answer.logradouro);
          if (answer.bairro) fill('bairro', answer.bairro);
          rememberReferenceItem(queryClient, cidadeSource, { ...answer.cidade, uf: answer.uf } as {
            id: number;
          });
          fill('cidadeId', answer.cidade.id);
          setValue(`${name}.uf`, answer.uf);
          clearErrors([`${name}.logradouro`, `${name}.bairro`, `${name}.cidadeId`]);
        })
        .catch((error: unknown) => {
          last.current = null;
          if (getErrorStatus(error) === 401) return;
          const message = getErrorMessage(error);
          toast.error(message === errorMessages.generic ? validationMessages.cep : message);
        })
        .finally(() => setRunning(false));
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, clearErrors, queryClient, name, disabled]);

  return running;
}
