import { SimplePage } from './simple-page';

/** The agent login form arrives with the accounts issue. */
export default function AgentLoginRoute() {
  return <SimplePage page="agentLogin" />;
}
