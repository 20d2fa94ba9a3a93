import { Button, Checkbox, createTheme, NativeSelect, TextInput } from '@mantine/core';

// Hints sit under the input, so that inputs side by side line up whether or not one has a hint.
const HINT_BELOW_INPUT: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/**
 * The sign-up forms' defaults: 16 px text (phones do not zoom into the field) and 42 px tall inputs
 * and buttons, easier to tap on a small screen.
 */
export const signupTheme = createTheme({
  components: {
    TextInput: TextInput.extend({ defaultProps: { size: 'md', inputWrapperOrder: HINT_BELOW_INPUT } }),
    NativeSelect: NativeSelect.extend({ defaultProps: { size: 'md', inputWrapperOrder: HINT_BELOW_INPUT } }),
    Checkbox: Checkbox.extend({ defaultProps: { size: 'md' } }),
    Button: Button.extend({ defaultProps: { size: 'md' } }),
  },
});
