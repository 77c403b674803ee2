import { UnderConstructionPage } from './UnderConstructionPage';

/** `/guild-board`: the guild ad board, not built yet. */
export default function GuildBoardPage() {
  return <UnderConstructionPage section="Guild Ad Board" />;
}
