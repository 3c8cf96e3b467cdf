/*
 * The frame's styles (sign-in, menu, header): Mantine's base and only the components the first
 * download renders, so the rest of Mantine's CSS is not in it (the first download stays small). The
 * toasts', dialogs' and mobile drawer's styles come with their own chunks (overlays.tsx,
 * layout/mobile-drawer.tsx); every page loads the whole of it with its chunk
 * (components/page-styles.ts). All of Mantine sits in the `mantine` cascade layer, so loading a
 * component's rules twice changes nothing and the app's own CSS always wins over it whatever the
 * order. A component the frame starts to use goes in this list (the build's first-download chunks
 * name the components they hold: scripts/first-download.mjs).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The shared bases before the components built on them, in Mantine's own order: within one layer
// the later rule wins, so UnstyledButton's "background: transparent" after Button's would leave a
// Button with no fill on pages that load only these (the landing's Sign in).
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
// The components, in any order.
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
