// A separate module so the bundler can put the Notifications component in its own chunk
// (see notifications-host.tsx); the rest of the app imports only the store.
export { Notifications } from '@mantine/notifications';
