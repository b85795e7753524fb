// The script islands' browser side (script-island.ts): hydrating one is calling it with its props.
export default () => (component: (props: Record<string, unknown>) => unknown, props: Record<string, unknown>) => {
  component(props);
};
