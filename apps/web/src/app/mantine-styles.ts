/**
 * Mantine styles of the public, sign-in and sign-up pages, loaded with app/mantine-shell.tsx (the
 * landing page needs none: it renders without Mantine). The whole of @mantine/core/styles.css is
 * ~42 KB gzipped; this set is about half. Dashboards load the whole sheet with their own chunk
 * (app/layouts/dashboard-layout.tsx).
 *
 * The `.layer.css` files put Mantine's rules in `@layer mantine`, so our CSS modules always win over
 * them whatever order lazy chunks load their CSS in, and the same rule loaded twice is harmless.
 * A public page using a component missing here imports its `@mantine/core/styles/<Name>.layer.css`.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/PinInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Stepper.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import '@mantine/notifications/styles.layer.css';
