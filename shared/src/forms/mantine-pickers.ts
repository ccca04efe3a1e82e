/** Mantine's pickers, loaded when a page first draws one (lazy-pickers.tsx), with their fields' frame. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
export { FileInput, Pagination, Select } from '@mantine/core';
