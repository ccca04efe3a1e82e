/** Mantine's pickers, loaded when a page first draws one (lazy-pickers.tsx). */
export { FileInput, Pagination, Select } from '@mantine/core';
