import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Avatar } from 'primereact/avatar';
import { Badge as PrimeBadge } from 'primereact/badge';
import { Button as PrimeButton, type ButtonProps as PrimeButtonProps } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Skeleton as PrimeSkeleton } from 'primereact/skeleton';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from '@/ui/badge';
import { Button, type ButtonProps } from '@/ui/button';
import { SearchInput } from '@/ui/search-input';
import { Skeleton } from '@/ui/skeleton';
import { UserAvatar } from '@/ui/user-avatar';

/**
 * The plain-markup primitives of src/ui draw what PrimeReact's components draw: the same elements, in
 * the same order, with the same classes and accessible attributes. The theme styles them by those
 * classes alone, so this is what keeps every button, badge and field looking as before.
 */

/** An element's tree as tag, sorted classes and the attributes that matter to styling and assistive technology. */
function shape(element: Element): unknown {
  const attributes = [
    'aria-label',
    'aria-hidden',
    'disabled',
    'type',
    'role',
    'title',
    'placeholder',
    'id',
    'style',
  ];
  return {
    tag: element.tagName.toLowerCase(),
    classes: [...element.classList].filter((name) => name !== 'p-c').sort(),
    attributes: Object.fromEntries(
      attributes
        .filter((name) => element.hasAttribute(name))
        .map((name) => [name, element.getAttribute(name)]),
    ),
    text: element.children.length === 0 ? element.textContent : undefined,
    children: [...element.children].filter((child) => child.tagName.toLowerCase() !== 'svg').map(shape),
  };
}

function drawn(element: ReactElement): unknown {
  const { container } = render(element);
  const result = shape(container.firstElementChild!);
  cleanup();
  return result;
}

/** PrimeReact's icons carry no aria-hidden (they are empty): ours say so; the rest must match. */
function withoutIconAriaHidden(tree: unknown): unknown {
  return JSON.parse(JSON.stringify(tree), (_key, value) =>
    value &&
    typeof value === 'object' &&
    Array.isArray(value.classes) &&
    value.classes.includes('p-button-icon')
      ? { ...value, attributes: {} }
      : value,
  );
}

const BUTTONS: Array<[string, ButtonProps]> = [
  ['a labelled button', { type: 'button', label: 'Salvar' }],
  ['a labelled button with an icon', { type: 'submit', label: 'Salvar', icon: 'pi pi-check' }],
  ['an icon on the right', { type: 'button', label: 'Mais', icon: 'pi pi-angle-down', iconPos: 'right' }],
  [
    'an icon-only round text small button',
    { type: 'button', icon: 'pi pi-times', rounded: true, text: true, size: 'small', 'aria-label': 'Fechar' },
  ],
  [
    'an outlined danger large button',
    { type: 'button', label: 'Excluir', outlined: true, severity: 'danger', size: 'large' },
  ],
  ['a secondary text button', { type: 'button', label: 'Cancelar', text: true, severity: 'secondary' }],
  ['a disabled button', { type: 'button', label: 'Enviar', icon: 'pi pi-send', disabled: true }],
  [
    'a badge beside the label',
    { type: 'button', label: 'Filtros', icon: 'pi pi-filter', badge: '2', outlined: true },
  ],
  [
    'a two-digit badge with its own accessible name',
    { type: 'button', label: 'Filtros', badge: '12', 'aria-label': 'Filtros (12 ativos)' },
  ],
  ['a button without label nor icon', { type: 'button', 'aria-label': 'Vazio' }],
];

describe('Button draws PrimeReact Button markup', () => {
  afterEach(cleanup);

  it.each(BUTTONS)('%s', (_name, props) => {
    expect(withoutIconAriaHidden(drawn(<Button {...props} />))).toEqual(
      withoutIconAriaHidden(drawn(<PrimeButton {...(props as PrimeButtonProps)} />)),
    );
  });

  it('a loading button: disabled, marked loading, the spinner in the icon place (PrimeReact draws an SVG there)', () => {
    const ours = drawn(<Button type="button" label="Salvar" icon="pi pi-check" loading />) as {
      classes: string[];
      attributes: object;
    };
    const prime = drawn(<PrimeButton type="button" label="Salvar" icon="pi pi-check" loading />) as {
      classes: string[];
      attributes: object;
    };
    expect(ours.classes).toEqual(prime.classes);
    expect(ours.attributes).toEqual(prime.attributes);
    const { container } = render(<Button type="button" label="Salvar" loading />);
    expect(
      container.querySelector('.p-button-icon.p-button-icon-left.p-button-loading-icon.pi-spinner.pi-spin'),
    ).not.toBeNull();
    expect(container.querySelector('button')).toHaveClass(
      'p-button-loading-label-only',
      'p-button-loading-left',
    );
  });
});

describe('the other first-paint primitives draw PrimeReact markup', () => {
  afterEach(cleanup);

  it('Badge: a pill, a circle for one character, with its severity', () => {
    expect(drawn(<Badge value="7" severity="danger" className="x" aria-hidden="true" />)).toEqual(
      drawn(<PrimeBadge value="7" severity="danger" className="x" aria-hidden="true" />),
    );
    expect(drawn(<Badge value="99+" />)).toEqual(drawn(<PrimeBadge value="99+" />));
  });

  it('Skeleton: a rectangle and a circle', () => {
    expect(drawn(<Skeleton width="30%" height="1rem" />)).toEqual(
      drawn(<PrimeSkeleton width="30%" height="1rem" />),
    );
    expect(drawn(<Skeleton shape="circle" size="1.5rem" />)).toEqual(
      drawn(<PrimeSkeleton shape="circle" size="1.5rem" />),
    );
  });

  it('SearchInput: the icon field, its magnifier and the input text', () => {
    const ours = drawn(
      <SearchInput
        id="q"
        value="abc"
        onChange={() => {}}
        placeholder="Pesquisar"
        className="p-inputtext-sm"
        fieldClassName="f"
      />,
    );
    const prime = drawn(
      <IconField iconPosition="left" className="f">
        <InputIcon className="pi pi-search" aria-hidden="true" />
        <InputText
          id="q"
          type="search"
          value="abc"
          onChange={() => {}}
          placeholder="Pesquisar"
          className="p-inputtext-sm"
        />
      </IconField>,
    );
    expect(ours).toEqual(prime);
  });

  it('UserAvatar: initials in a circle, named after the user', () => {
    const ours = drawn(
      <QueryClientProvider client={new QueryClient()}>
        <UserAvatar name="ana carolina mendes" avatarUrl={null} />
      </QueryClientProvider>,
    );
    // The size and the colours are UserAvatar's own inline style, given to PrimeReact's Avatar as well before.
    delete (ours as { attributes: Record<string, string> }).attributes.style;
    const prime = drawn(
      <Avatar
        role="img"
        aria-label="ana carolina mendes"
        title="ana carolina mendes"
        shape="circle"
        className="app-user-avatar"
        label="AM"
      />,
    );
    expect(ours).toEqual(prime);
  });
});
