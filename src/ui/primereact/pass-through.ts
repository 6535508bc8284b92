import type { PrimeReactPTOptions } from 'primereact/api';
import type { DropdownPassThroughMethodOptions } from 'primereact/dropdown';
import type { MultiSelectPassThroughMethodOptions } from 'primereact/multiselect';

/**
 * Pass-through options for every PrimeReact component of the app (accessibility, axe-checked in
 * tests/e2e/a11y-*.spec.ts):
 * - Dropdown renders a hidden native `<select>` (form submission mirror, tabindex -1) next to its
 *   combobox; it is not the control people use, so it leaves the accessibility tree rather than being an
 *   unnamed select (axe select-name).
 * - Its root is a plain container: a disabled Dropdown says so there (aria-disabled, so its dimmed
 *   placeholder counts as inactive UI, which WCAG 1.4.3 exempts from the contrast minimum), and it drops
 *   the aria-activedescendant PrimeReact puts on it while focused ('dropdownItem_-1': not allowed on a
 *   div, and pointing at nothing; axe aria-allowed-attr, aria-valid-attr-value).
 * - MultiSelect copies the aria-* props given to it onto its root container besides its combobox
 *   (aria-required is not allowed on a div: axe aria-allowed-attr): the combobox keeps them alone.
 * - InputSwitch is a `role="checkbox"` container around its focusable `role="switch"` input (axe
 *   nested-interactive): the input alone is the control.
 */
export const PRIMEREACT_PT: PrimeReactPTOptions = {
  dropdown: {
    root: (options?: DropdownPassThroughMethodOptions) => ({
      'aria-activedescendant': undefined,
      ...(options?.props.disabled ? { 'aria-disabled': true } : {}),
    }),
    select: { 'aria-hidden': true },
  },
  multiselect: {
    root: (options?: MultiSelectPassThroughMethodOptions) =>
      Object.fromEntries(
        Object.keys(options?.props ?? {})
          .filter((key) => key.startsWith('aria-'))
          .map((key) => [key, undefined]),
      ),
  },
  inputswitch: {
    root: { role: undefined, 'aria-checked': undefined },
  },
};
