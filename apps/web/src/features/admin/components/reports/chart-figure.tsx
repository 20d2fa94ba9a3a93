import { Box, Button, Group, Paper, Table, Title } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconTable } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';

export interface DataTable {
  /** The column headings: the first names the rows, the others the series. */
  columns: readonly string[];
  rows: readonly (readonly [label: string, ...values: (string | number)[]])[];
}

export interface ChartFigureProps {
  title: string;
  /** What the chart shows in words, for screen readers (the table has the numbers). */
  summary: string;
  /** The same numbers as the chart: the accessible alternative behind "Show data". */
  table: DataTable;
  children: ReactNode;
}

/**
 * One chart with its title and a "Show data" toggle that reveals a real table of the same numbers.
 * The drawing is one image with a text label (its parts take no focus); the table is what a screen
 * reader or a keyboard user reads.
 */
export function ChartFigure({ title, summary, table, children }: ChartFigureProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <Paper component="figure" withBorder radius="md" p="md" m={0} aria-labelledby={titleId}>
      <Group justify="space-between" align="center" gap="xs" mb="sm">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconTable size={14} aria-hidden />}
          // Three charts each have this button: its name says which chart's data it shows.
          aria-label={`${open ? MESSAGES.reportHideData : MESSAGES.reportShowData}: ${title}`}
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? MESSAGES.reportHideData : MESSAGES.reportShowData}
        </Button>
      </Group>
      <Box role="img" aria-label={`${title}: ${summary}`}>
        {children}
      </Box>
      <Box id={tableId} hidden={!open} mt="sm">
        {open ? (
          <Table.ScrollContainer minWidth={280}>
            <Table striped withTableBorder>
              <Table.Caption>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {table.columns.map((column) => (
                    <Table.Th key={column} scope="col">
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map(([label, ...values]) => (
                  <Table.Tr key={label}>
                    <Table.Th scope="row" fw={400}>
                      {label}
                    </Table.Th>
                    {values.map((value, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                      <Table.Td key={index}>{value}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Box>
    </Paper>
  );
}
