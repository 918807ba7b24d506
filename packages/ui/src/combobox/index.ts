import '../error-message/ErrorMessage.css';
import '../field/Field.css';
import '../field/Input.css';
import './Combobox.css';

export { Combobox, defaultAnnouncement } from './Combobox.tsx';
export type { ComboboxProps } from './Combobox.tsx';
