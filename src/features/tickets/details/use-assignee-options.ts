import { useEffect, useMemo } from 'react';
import type { ResponsavelChamado } from '@generated/api/model';
import { useListaUsuarios } from '@generated/api/usuarios/usuarios';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { toast } from '@/lib/toast/toast';
import { ASSIGNEE_USERS_PARAMS, assigneeOptions, type AssigneeOption } from './assignee-options';
import { ticketDetailsTexts as texts } from './ticket-details-texts';

export interface AssigneeOptionsState {
  options: AssigneeOption[];
  loading: boolean;
  /** The users could not be loaded ('Falha ao carregar os responsáveis' was shown). */
  failed: boolean;
  retry: () => void;
}

/** The users the assignees dialog offers; a failure shows 'Falha ao carregar os responsáveis' as a toast (once per failure). */
export function useAssigneeOptions(current: readonly ResponsavelChamado[]): AssigneeOptionsState {
  const query = useListaUsuarios(ASSIGNEE_USERS_PARAMS, { query: { meta: { silent: true } } });
  const { isError, errorUpdatedAt, data, isPending, refetch } = query;

  useEffect(() => {
    if (isError) toast.error(texts.assigneesLoadFailed);
  }, [isError, errorUpdatedAt]);

  const options = useMemo(
    () => assigneeOptions(data?.items ?? [], current, getRuntimeConfig().superUserEmail),
    [data, current],
  );
  return { options, loading: isPending && !isError, failed: isError, retry: () => void refetch() };
}
