/**
 * @tax/shared/overlays — drawers, modals and menus, shared at run time as a singleton of its own and loaded
 * only when an overlay is about to open (they bring focus trapping, scroll locking and transitions).
 */
export { Drawer, Modal, Menu, Tooltip, Popover } from '@mantine/core';
export type { DrawerProps, ModalProps } from '@mantine/core';
