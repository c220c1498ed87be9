import { createFileRoute } from '@tanstack/react-router';
import { ExamplePolicyPage } from '../-components/example-policy/example-policy-page';

export const Route = createFileRoute('/esempi/cookie-policy')({
  component: () => <ExamplePolicyPage title="Cookie Policy" setting="VITE_COOKIE_POLICY_URL" />,
});
