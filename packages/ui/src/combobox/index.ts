export { Combobox, defaultAnnouncement } from './Combobox.tsx';
export type { ComboboxProps } from './Combobox.tsx';
