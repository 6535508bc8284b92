// The resource kit's front door: code outside src/kit imports the kit only from here.
export { type FieldOption, type ReferenceSource } from './choice-types';
export { ConfigSection } from './config/config-section';
export { ResourceConfigPage } from './config/config-page';
export { type ConfigPageConfig, type ConfigSectionProps } from './config/config-types';
export { configFormSchema, configValues } from './config/config-values';
export { FieldControl } from './field-control';
export { type FieldKind, type InputProps, type KindDefinition, type KindModule } from './field-types';
export { DialogOpener } from './fields/dialog-opener';
export { FieldFrame, describedByIds } from './fields/field-frame';
export { ReferencePicker } from './fields/reference-picker';
export { useFocusById } from './fields/use-focus-by-id';
export { searchParam, useReferenceItem } from './fields/use-reference-options';
export { LeaveDialog } from './form/leave-dialog';
export { ResourceFormPage } from './form/resource-form-page';
export { useLeaveGuard } from './form/use-leave-guard';
export { useSingleSubmit } from './form/use-single-submit';
export { type KindDisplay } from './kinds/kind-types';
export {
  type FormPageConfig,
  type FormSection,
  type ListPageConfig,
  type RecordToolProps,
  type ResourceListQuery,
  type ViewPageConfig,
} from './kit-types';
export { CardList, type ListCardsView } from './list/card-list';
export { CardsSlot } from './list/cards-slot';
export { type ActiveFilterChip } from './list/views/filter-chips';
export { FilterSlot } from './list/views/filter-slot';
export { FiltersDrawerShell, type ListFiltersDrawerProps } from './list/views/filters-drawer-shell';
export {
  countFilters,
  dateRangeErrors,
  emptyFilterValues,
  withFilterValue,
  type UrlFilter,
} from './list/controller/list-filters';
export { ListPageFrame } from './list/views/list-page-frame';
export { useListLoadFailed } from './list/views/list-load-state';
export { ListEmptyState } from './list/list-empty-state';
export { useListContext } from './list/controller/list-context';
export { listSource, listStateAtUrl } from './list/controller/list-source';
export {
  DEFAULT_PAGE_SIZE,
  defaultListState,
  parseListState,
  serializeListState,
  type ListDeclaration,
  type ListState,
} from './list/controller/list-state';
export { ListToolbar } from './list/views/list-toolbar';
export { MultiChoiceInput } from './list/views/multi-choice-input';
export { pageSizeOwnerOf } from './list/controller/page-size-memory';
export { useListController } from './list/controller/use-list-controller';
export { DateFilterInput } from './list/filter-typed-inputs';
export { type ListTab } from './list/list-tabs';
export { PagedTable } from './list/paged-table';
export { ResourceListPage } from './list/resource-list-page';
export { prefetchResourceList } from './list/resource-list-source';
export { type KitColumnDef } from './list/table-columns';
export { TableLink } from './list/table-link';
export { type LocalityChoice } from './locality-search/locality-rules';
export { LocalitySearchDialog } from './locality-search/locality-search-dialog';
export { LockDialog } from './lock-dialog';
export { RecordToolButton } from './record-tool-button';
export { SubListDrawer, type SubListDrawerProps } from './sub-list/sub-list-drawer';
export { SubListTool } from './sub-list/sub-list-tool';
export { type SubListConfig, type SubListDialogProps } from './sub-list/sub-list-types';
export { useRecordId } from './use-record-id';
export { RecordLink, RecordLinks } from './view/record-link';
export { relatedList } from './view/related-types';
export { ResourceViewPage } from './view/resource-view-page';
export { AddressView, EmailsView, PhonesView, ReferenceList, RowsView } from './view/sub-views';
