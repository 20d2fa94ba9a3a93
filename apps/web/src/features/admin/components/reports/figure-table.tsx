import { Paper, Table, Text, Title } from '@mantine/core';

/** A report's small table under its title, the first column naming the rows; `empty` when it has none. */
export function FigureTable({
  title,
  columns,
  rows,
  empty,
}: {
  title: string;
  columns: string[];
  rows: (string | number)[][];
  empty: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder>
            <Table.Caption>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(([label, ...values]) => (
                <Table.Tr key={String(label)}>
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
      )}
    </Paper>
  );
}
