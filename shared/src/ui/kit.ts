/**
 * The design system: the Mantine components the site uses, re-exported so that each is bundled once,
 * inside this kit, and nothing else of Mantine is. Add a component here (and its CSS in styles.css)
 * before a section uses it; apps never import @mantine/* directly (lint rule).
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
  Checkbox,
  CloseButton,
  Container,
  Divider,
  Drawer,
  FileInput,
  Flex,
  Grid,
  Group,
  Image,
  List,
  Loader,
  NativeSelect,
  Pagination,
  Paper,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
  useMantineTheme,
} from '@mantine/core';
export type { MantineColor, MantineSize } from '@mantine/core';
export { useDisclosure, useMediaQuery, useNetwork, useReducedMotion, useIntersection, useDebouncedValue } from '@mantine/hooks';
export { Notifications, notifications } from '@mantine/notifications';
export { useForm, isEmail, isNotEmpty, hasLength, matches } from '@mantine/form';
export type { UseFormReturnType } from '@mantine/form';
export { useSpinDelay } from 'spin-delay';
