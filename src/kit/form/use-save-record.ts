import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormPageConfig } from '@/kit/kit-types';
import type { ResourceRecord } from '@/kit/query-types';
import { invalidateResource } from '@/lib/query/resource-queries';
import { toast } from '@/lib/toast/toast';
import { formTexts } from './form-texts';

/**
 * Create (id null) or update of a record with the parsed form values. Errors are silent here (the form
 * shows them at the fields or as one toast); success shows the toast and refreshes every query of the
 * resource (lists, views, pickers of it), even when the page was left meanwhile.
 */
export function useSaveRecord<T extends ResourceRecord, V extends Record<string, unknown>>(
  config: FormPageConfig<T, V>,
  id: number | null,
) {
  const queryClient = useQueryClient();
  const { recurso, singular, gender } = config.resource;
  return useMutation({
    mutationKey: ['saveRecord', recurso, id],
    meta: { silent: true },
    mutationFn: (values: V) => (id === null ? config.create(values) : config.update(id, values)),
    onSuccess: () => {
      toast.success(id === null ? formTexts.created(singular, gender) : formTexts.updated(singular, gender));
      void invalidateResource(queryClient, recurso);
    },
  });
}
