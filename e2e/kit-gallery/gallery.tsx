/// <reference path="../../shared/src/env.d.ts" />
/*
 * A page of every primitive the kit draws itself, in the uses the sections make of them: e2e/kit-gallery.e2e.ts
 * bundles it with the kit's real stylesheet and compares its screenshots at 375 and 1280 px with the committed ones,
 * so a change to the kit's markup or CSS that changes how a component looks is seen.
 */
import { createRoot } from 'react-dom/client';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Burger,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeProvider,
  Title,
  VisuallyHidden,
  activateLocale,
  loadNamespaces,
} from '@tax/shared';
import { Grid, Tabs } from '@tax/shared/layout';
import { Checkbox, NativeSelect, NumberInput, PasswordInput, Radio, SegmentedControl, TextInput, Textarea } from '@tax/shared/inputs';
import { FilePicker } from '@tax/shared/forms';
import '@tax/shared/styles.css';

const icon = (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <circle cx="8" cy="8" r="6" fill="currentColor" />
  </svg>
);

function Typography() {
  return (
    <Stack gap="xs">
      <Title order={1}>Title h1</Title>
      <Title order={2}>Title h2</Title>
      <Title order={3} size="h5">
        Title h3 as h5
      </Title>
      <Title order={4} c="brand.7" fw={500}>
        Title h4 coloured
      </Title>
      <Text>Text md: the quick brown fox jumps over the lazy dog.</Text>
      <Text size="sm" c="dimmed">
        Text sm dimmed
      </Text>
      <Text size="xs" fw={700} tt="uppercase">
        Text xs bold uppercase
      </Text>
      <Text size="lg" ta="center">
        Text lg centred
      </Text>
      <Text lineClamp={2} maw={260}>
        A long paragraph clamped to two lines so that the rest of it is hidden behind an ellipsis at the end of the second line, whatever
        the width.
      </Text>
      <Text truncate maw={200}>
        A single line that is truncated at its end
      </Text>
      <Text>
        Inline{' '}
        <Text span fw={700}>
          span
        </Text>{' '}
        and <Anchor href="#a">an anchor</Anchor> and{' '}
        <Anchor href="#b" underline="always">
          an underlined anchor
        </Anchor>
        .<VisuallyHidden>Only for screen readers</VisuallyHidden>
      </Text>
    </Stack>
  );
}

function Surfaces() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Paper p="md" withBorder>
        <Text>Paper with border</Text>
      </Paper>
      <Paper p="lg" radius="md" shadow="sm" bg="gray.0">
        <Text>Paper radius md, shadow sm</Text>
      </Paper>
      <Card withBorder radius="md" padding="lg">
        <Card.Section withBorder inheritPadding py="xs">
          <Text fw={500}>Card section</Text>
        </Card.Section>
        <Text mt="sm">Card body with padding lg</Text>
      </Card>
    </SimpleGrid>
  );
}

function Badges() {
  return (
    <Group gap="xs">
      <Badge>Default</Badge>
      <Badge variant="light">Light</Badge>
      <Badge variant="outline" color="red">
        Outline red
      </Badge>
      <Badge variant="dot" color="green">
        Dot green
      </Badge>
      <Badge size="lg" radius="sm" color="gray">
        Large gray
      </Badge>
      <Badge size="xs" leftSection={icon}>
        With icon
      </Badge>
    </Group>
  );
}

function Buttons() {
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button>Filled</Button>
        <Button variant="light">Light</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="subtle">Subtle</Button>
        <Button variant="default">Default</Button>
        <Button color="red" size="xs">
          Red xs
        </Button>
        <Button size="lg" radius="xl" leftSection={icon}>
          Large
        </Button>
        <Button disabled>Disabled</Button>
        <Button loading>Loading</Button>
      </Group>
      <Group gap="sm">
        <Button component="a" href="#c" variant="outline" rightSection={icon}>
          A link as a button
        </Button>
        <ActionIcon aria-label="Action">{icon}</ActionIcon>
        <ActionIcon variant="light" size="lg" aria-label="Light action">
          {icon}
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" aria-label="Subtle action">
          {icon}
        </ActionIcon>
        <Burger opened={false} aria-label="Menu" />
        <Burger opened aria-label="Close menu" />
      </Group>
      <Button fullWidth>Full width</Button>
    </Stack>
  );
}

function Display() {
  return (
    <Stack gap="sm">
      <Alert title="Alert title" color="blue">
        An alert's message.
      </Alert>
      <Alert variant="filled" color="red" icon={icon}>
        A filled alert with an icon.
      </Alert>
      <List>
        <List.Item>First item</List.Item>
        <List.Item>Second item</List.Item>
      </List>
      <List type="ordered" spacing="xs" size="sm">
        <List.Item>Ordered one</List.Item>
        <List.Item>Ordered two</List.Item>
      </List>
      <Skeleton height={16} width="60%" animate={false} />
      <Skeleton height={40} circle animate={false} />
    </Stack>
  );
}

function Layout() {
  return (
    <Stack gap="sm">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Paper withBorder p="xs">
            Grid col 6
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Paper withBorder p="xs">
            Grid col 6
          </Paper>
        </Grid.Col>
        <Grid.Col span={4}>
          <Paper withBorder p="xs">
            4
          </Paper>
        </Grid.Col>
        <Grid.Col span={8}>
          <Paper withBorder p="xs">
            8
          </Paper>
        </Grid.Col>
      </Grid>
      <Tabs defaultValue="one">
        <Tabs.List>
          <Tabs.Tab value="one">First tab</Tabs.Tab>
          <Tabs.Tab value="two">Second tab</Tabs.Tab>
          <Tabs.Tab value="three" disabled>
            Disabled
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="one" pt="sm">
          First panel
        </Tabs.Panel>
        <Tabs.Panel value="two" pt="sm">
          Second panel
        </Tabs.Panel>
      </Tabs>
      <Tabs defaultValue="b" variant="pills">
        <Tabs.List>
          <Tabs.Tab value="a">Pill a</Tabs.Tab>
          <Tabs.Tab value="b">Pill b</Tabs.Tab>
        </Tabs.List>
      </Tabs>
    </Stack>
  );
}

function Inputs() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="Text input" placeholder="Placeholder" description="A description" />
      <TextInput label="Required with error" required error="This field is required" defaultValue="Wrong" />
      <Textarea label="Text area" defaultValue="Some text" />
      <PasswordInput label="Password" defaultValue="secret" />
      <NumberInput label="Number" defaultValue={42} />
      <NativeSelect label="Native select" data={['One', 'Two', 'Three']} />
      <Stack gap="xs">
        <Checkbox label="Checkbox" />
        <Checkbox label="Checked" defaultChecked />
        <Checkbox label="Disabled" disabled />
      </Stack>
      <Radio.Group label="Radio group" defaultValue="a">
        <Group gap="md" mt="xs">
          <Radio value="a" label="Option A" />
          <Radio value="b" label="Option B" />
        </Group>
      </Radio.Group>
      <SegmentedControl data={['Day', 'Week', 'Month']} defaultValue="Week" />
      <TextInput aria-label="Search" placeholder="Search" radius="xl" size="md" />
    </SimpleGrid>
  );
}

/** Every field in each of its states: label, description, error, required, disabled; ticked and not. */
function Fields() {
  const file = new File(['x'.repeat(2048)], 'report.pdf', { type: 'application/pdf' });
  const noop = () => undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="Disabled text" disabled defaultValue="Cannot change" />
      <TextInput label="Small, with all" size="xs" required description="Described" error="Wrong" placeholder="xs" />
      <TextInput label="Error look only" error defaultValue="Red border" />
      <Textarea label="Text area, required" required description="Three rows" minRows={3} error="Too short" />
      <PasswordInput label="Password, error" required error="Too short" description="Eight letters" defaultValue="abc" />
      <PasswordInput label="Password, disabled" disabled defaultValue="secret" />
      <NumberInput label="Number, error" required error="Too big" description="Up to 10" defaultValue={42} />
      <NumberInput label="Number, disabled" disabled defaultValue={7} />
      <NativeSelect label="Select, error" required error="Choose one" description="A list" data={['', 'One', 'Two']} />
      <NativeSelect label="Select, disabled" disabled data={['One', 'Two']} />
      <Stack gap="xs">
        <Checkbox label="Checked and disabled" defaultChecked disabled />
        <Checkbox label="With a description" description="What it means" />
        <Checkbox label="With an error" error="Tick it" required />
        <Checkbox label="Indeterminate" indeterminate checked={false} onChange={noop} />
        <Checkbox label="Outline, checked" variant="outline" defaultChecked />
        <Checkbox label="Left label, large" labelPosition="left" size="md" />
      </Stack>
      <Stack gap="xs">
        <Radio.Group label="Radio group, required" required description="Pick one" error="Pick one of them" defaultValue="">
          <Stack gap="xs" mt="xs">
            <Radio value="a" label="Unchosen" />
            <Radio value="b" label="With a description" description="Explained" />
            <Radio value="c" label="Disabled" disabled />
          </Stack>
        </Radio.Group>
        <Radio.Group label="Disabled group" disabled defaultValue="x">
          <Group gap="md" mt="xs">
            <Radio value="x" label="Chosen" />
            <Radio value="y" label="Other" variant="outline" />
          </Group>
        </Radio.Group>
        <Radio label="Alone, checked" defaultChecked size="md" />
      </Stack>
      <Stack gap="xs">
        <SegmentedControl data={['Day', 'Week', { value: 'm', label: 'Month', disabled: true }]} defaultValue="Day" fullWidth />
        <SegmentedControl data={['Legal', 'Personal']} defaultValue="Personal" color="brand" size="md" radius="xl" />
        <SegmentedControl data={['One', 'Two']} defaultValue="One" disabled />
      </Stack>
      <Stack gap="xs">
        <FilePicker id="gallery-file-empty" label="A file" description="PDF up to 5 MB" required value={null} onChange={noop} />
        <FilePicker id="gallery-file-chosen" label="A chosen file" error="Too large" value={file} onChange={noop} />
      </Stack>
      <Tabs defaultValue="two" variant="outline">
        <Tabs.List>
          <Tabs.Tab value="one" leftSection={icon}>
            Outline one
          </Tabs.Tab>
          <Tabs.Tab value="two">Outline two</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="two" pt="xs">
          Outline panel
        </Tabs.Panel>
      </Tabs>
      <Tabs defaultValue="a" orientation="vertical">
        <Tabs.List>
          <Tabs.Tab value="a">Vertical a</Tabs.Tab>
          <Tabs.Tab value="b">Vertical b</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="a">Vertical panel</Tabs.Panel>
      </Tabs>
    </SimpleGrid>
  );
}

function Gallery() {
  return (
    <ThemeProvider>
      <Container size="lg" style={{ paddingBlock: 'var(--mantine-spacing-md)' }}>
        <Stack gap="xl">
          <Typography />
          <Surfaces />
          <Badges />
          <Buttons />
          <Display />
          <Layout />
          <Inputs />
          <Fields />
        </Stack>
      </Container>
      <Container size={600} style={{ paddingBlock: 'var(--mantine-spacing-xs)', background: 'var(--mantine-color-brand-0)' }}>
        <Text ta="center">A container of 600 px</Text>
      </Container>
    </ThemeProvider>
  );
}

// The kit's own strings (the password field's "show password"), as the shell loads them for a page.
void loadNamespaces('en', []).then(() => {
  activateLocale('en');
  createRoot(document.getElementById('root')!).render(<Gallery />);
});
