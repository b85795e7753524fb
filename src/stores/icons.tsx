// Store pages use the shared icon set under the names they always used.
export { default as StoreIcon, type IconName as StoreIconName } from "../ui/Icon.tsx";
