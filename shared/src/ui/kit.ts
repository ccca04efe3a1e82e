/**
 * The design system's first-load part: the components every page may show, drawn by the kit itself with Mantine's
 * props and look and stylesheets of its own (decision 0032), without Mantine's per-element machinery
 * or its provider (decisions 0020 and 0022). No Mantine component is in the first load: plain inputs live in
 * `@tax/shared/inputs`, the form kit in `@tax/shared/forms`, and overlays in `@tax/shared/overlays`, which load only
 * on the pages that use them. Add a component here (and its CSS in styles.css) before a section uses it; apps never
 * import @mantine/* directly (lint rule).
 */
// Nothing here is ever taken away while a deployed section may use it: an older version of a section, brought back
// by a rollback, runs on the shell's kit. Those no version of any section has used went in 2.14.0 (Center,
// CloseButton, Divider, Flex, Image, Loader, ThemeIcon, UnstyledButton, useMantineTheme, useNetwork) and in 2.16.0
// (Box, MantineProvider: the kit's ThemeProvider stands in for the latter in sections' tests).
export { Alert, List, Skeleton, Burger } from './display.tsx';
export type { AlertProps, ListProps, ListItemProps, SkeletonProps, BurgerProps } from './display.tsx';
// The tabs and the grid are `@tax/shared/layout` (kit 2.20.0); here, the same behind a lazy wrapper for the section
// versions built before.
export { Tabs, Grid } from './lazy-parts.tsx';
export type { TabsProps, TabsListProps, TabsTabProps, TabsPanelProps } from './Tabs.tsx';
export type { GridProps, GridColProps } from './Grid.tsx';
// Mantine's context for the site's theme, without MantineProvider's machinery (ui/ThemeProvider.tsx, decision 0022).
export { ThemeProvider } from './ThemeProvider.tsx';
export type { MantineColor, MantineSize } from '@mantine/core';
// Mantine's most used display components as the kit's own: the same markup, without Mantine's per-element
// machinery (ui/primitives.tsx, decision 0020).
export { Text, Title, Group, Stack, Paper, Card, Badge, VisuallyHidden } from './primitives.tsx';
// And its buttons and links: Mantine's markup, polymorphic as Mantine's (ui/buttons.tsx).
export { Button, ActionIcon, Anchor } from './buttons.tsx';
export type { ButtonProps, ActionIconProps, AnchorProps } from './buttons.tsx';
export type {
  TextProps,
  TitleProps,
  GroupProps,
  StackProps,
  PaperProps,
  CardProps,
  BadgeProps,
  VisuallyHiddenProps,
} from './primitives.tsx';
export type { KitStyleProps } from './style-props.ts';
// The kit's own Container: Mantine's markup and look, without its per-render machinery (ui/Container.tsx).
export { Container, type ContainerProps } from './Container.tsx';
// The kit's own SimpleGrid: Mantine's props and look, without a <style> element per grid in the page (ui/SimpleGrid.tsx).
export { SimpleGrid, type SimpleGridProps } from './SimpleGrid.tsx';
export { useDisclosure, useMediaQuery, useReducedMotion, useIntersection, useDebouncedValue } from '@mantine/hooks';
export { useSpinDelay } from 'spin-delay';
