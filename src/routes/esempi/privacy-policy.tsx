import { createFileRoute } from '@tanstack/react-router';
import { ExamplePolicyPage } from '../-components/example-policy/example-policy-page';

export const Route = createFileRoute('/esempi/privacy-policy')({
  component: () => <ExamplePolicyPage title="Privacy Policy" setting="VITE_PRIVACY_POLICY_URL" />,
});
