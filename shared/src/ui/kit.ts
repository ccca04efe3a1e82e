/**
 * The design system's first-load part: the Mantine components every page may show, re-exported so that each
 * is bundled once, inside this kit, and nothing else of Mantine is. Plain inputs live in `@tax/shared/inputs`, the
 * form kit in `@tax/shared/forms`, and
 * overlays in `@tax/shared/overlays`, which load only on the pages that use them. Add a component here (and its
 * CSS in styles.css) before a section uses it; apps never import @mantine/* directly (lint rule).
 */
export {
  MantineProvider,
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Center,
  CloseButton,
  Divider,
  Flex,
  Grid,
  Group,
  Image,
  List,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
  useMantineTheme,
} from '@mantine/core';
export type { MantineColor, MantineSize } from '@mantine/core';
// The kit's own Container: Mantine's markup and look, without its per-render machinery (ui/Container.tsx).
export { Container, type ContainerProps } from './Container.tsx';
// The kit's own SimpleGrid: Mantine's props and look, without a <style> element per grid in the page (ui/SimpleGrid.tsx).
export { SimpleGrid, type SimpleGridProps } from './SimpleGrid.tsx';
export { useDisclosure, useMediaQuery, useNetwork, useReducedMotion, useIntersection, useDebouncedValue } from '@mantine/hooks';
export { useSpinDelay } from 'spin-delay';
