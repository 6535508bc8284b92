import { InputText } from 'primereact/inputtext';
import { useState, type ComponentProps } from 'react';
import { uiText } from '@/lib/messages';
import './password-input.css';

export type PasswordInputProps = Omit<ComponentProps<typeof InputText>, 'type'>;

/** A password input with a keyboard-usable show/hide button (aria-pressed tells its state). */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <span className="password-input">
      <InputText {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-input__toggle"
        aria-label={visible ? uiText.hidePassword : uiText.showPassword}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((current) => !current)}
      >
        <i className={visible ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
      </button>
    </span>
  );
}
