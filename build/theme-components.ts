import postcss from 'postcss';

/**
 * PrimeReact component families the app never renders (neither as a component nor as markup with their
 * classes): the theme styles all ~90 of them, and its 21 KB of render-blocking CSS (gzipped) holds every
 * one. A family is the first word of its classes (`.p-menubar-root-list` is 'menubar'); the families the
 * app's components render internally (menuitem and submenu for Menu, datepicker for Calendar,
 * virtualscroller for Dropdown, checkbox for MultiSelect) are not listed. Using one of these later means
 * taking it off this list (tests/unit/build/theme-components.test.ts fails until then).
 */
export const UNUSED_THEME_FAMILIES: readonly string[] = [
  'accordion',
  'autocomplete',
  'blockui',
  'breadcrumb',
  'buttonset',
  'card',
  'carousel',
  'cascadeselect',
  'chip',
  'chips',
  'colorpicker',
  'column',
  'confirm',
  'contextmenu',
  'datascroller',
  'datatable',
  'dataview',
  'divider',
  'dock',
  'fieldset',
  'fileupload',
  'galleria',
  'image',
  'inplace',
  'inputgroup',
  'inputotp',
  'knob',
  'listbox',
  'megamenu',
  'menubar',
  'mention',
  'metergroup',
  'orderlist',
  'organizationchart',
  'overlaypanel',
  'panel',
  'panelmenu',
  'password',
  'picklist',
  'radiobutton',
  'rating',
  'scrollpanel',
  'scrolltop',
  'selectbutton',
  'slidemenu',
  'slider',
  'speeddial',
  'splitbutton',
  'splitter',
  'stepper',
  'steps',
  'tabmenu',
  'tag',
  'terminal',
  'tieredmenu',
  'timeline',
  'togglebutton',
  'toolbar',
  'tree',
  'treenode',
  'treeselect',
  'treetable',
  'tristatecheckbox',
];

const UNUSED = new Set(UNUSED_THEME_FAMILIES);
const FAMILY = /\.p-([a-z]+)/g;

/** Whether a selector styles something of an unused family (anywhere in it: `.p-inputgroup .p-button`). */
function isUnused(selector: string): boolean {
  for (const match of selector.matchAll(FAMILY)) if (UNUSED.has(match[1])) return true;
  return false;
}

/** The theme without the selectors of unused families; a rule left with none goes, and so does an emptied at-rule. */
export function dropUnusedComponents(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !isUnused(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}
