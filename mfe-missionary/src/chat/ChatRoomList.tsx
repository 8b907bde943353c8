import type { MissionaryChatRoom } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Avatar, Badge, Card, theme } from '@flow/ui';
import styled, { css } from 'styled-components';
import { messageTime } from './format';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[2]};
`;
const Item = styled.button<{ $selected: boolean; $unanswered: boolean }>`
  width: 100%;
  display: flex;
  gap: ${theme.spacing[3]};
  align-items: flex-start;
  text-align: left;
  padding: ${theme.spacing[3]};
  border-radius: ${theme.radii.lg};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;
  ${({ $unanswered, theme }) =>
    $unanswered &&
    css`
      border-color: ${theme.colors.warning};
    `}
  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
    `}
  &:focus-visible {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
const Body = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[1]};
`;
const Top = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${theme.spacing[2]};
  font-weight: ${theme.fontWeights.semibold};
  time {
    font-weight: ${theme.fontWeights.regular};
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
  }
`;
const Preview = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[1.5]};
`;
const Empty = styled(Card)`
  padding: ${theme.spacing[6]} ${theme.spacing[4]};
  text-align: center;
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${theme.spacing[1]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

/** Whole minutes the visitor has waited, for the "unanswered for N minutes" badge. */
export function minutesWaiting(waitingSince: string | null, now: number): number {
  if (!waitingSince) return 0;
  return Math.max(0, Math.floor((now - Date.parse(waitingSince)) / 60_000));
}

export interface ChatRoomListProps {
  rooms: MissionaryChatRoom[];
  selectedId: string | null;
  now: number;
  onSelect(roomId: string): void;
}

/** The missionary's open rooms, latest first; slow answers stand out with how long the visitor waits. */
export function ChatRoomList({ rooms, selectedId, now, onSelect }: ChatRoomListProps) {
  const { t } = useTranslation();
  if (rooms.length === 0) {
    return (
      <Empty>
        <p>{t('chat.chats.empty')}</p>
        <p>{t('chat.chats.emptyText')}</p>
      </Empty>
    );
  }
  return (
    <List aria-label={t('chat.chats.title')}>
      {rooms.map((room) => {
        const last = room.lastMessage;
        const preview = !last ? t('chat.chats.noMessages') : last.messageType === 'voice' ? t('chat.chats.voiceItem') : (last.preview ?? '');
        const waited = minutesWaiting(room.waitingSince, now);
        return (
          <li key={room.id}>
            <Item
              type="button"
              $selected={room.id === selectedId}
              $unanswered={room.unanswered}
              aria-current={room.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(room.id)}
              data-testid="chat-room"
            >
              <Avatar colorIndex={room.colorIndex} size="md" />
              <Body>
                <Top>
                  <span>{t('chat.chats.visitor')}</span>
                  {room.lastMessageAt && <time dateTime={room.lastMessageAt}>{messageTime(room.lastMessageAt)}</time>}
                </Top>
                <Preview>{preview}</Preview>
                <Badges>
                  {room.unanswered ? (
                    <Badge variant="warning">{t('chat.chats.unanswered', { count: waited })}</Badge>
                  ) : (
                    room.waitingSince && <Badge variant="outline">{t('chat.chats.waiting')}</Badge>
                  )}
                  {room.unreadCount > 0 && <Badge>{room.unreadCount}</Badge>}
                </Badges>
              </Body>
            </Item>
          </li>
        );
      })}
    </List>
  );
}
