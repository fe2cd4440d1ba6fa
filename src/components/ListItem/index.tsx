// A row of taro-ui's AtList as it looks (AtListItem's classes and stylesheet), drawn on a Pressable:
// AtListItem is a View no keyboard reaches (issue 47, decision 87). Without `onPress` it is a row
// of facts, not a control. The native app keeps AtListItem (index.rn.tsx).
import { Text, View } from '@tarojs/components'
import { Pressable, type PressableRole } from '../Pressable'

export interface ListItemProps {
  title: string
  note?: string
  extraText?: string
  /** a row that opens something further */
  arrow?: 'right'
  onPress?: () => void
  /** 'link' for a row that goes to another page; a row that picks one of the list is a 'radio' */
  role?: PressableRole
  /** a 'radio' row: the one picked */
  selected?: boolean
  className?: string
}

export function ListItem({
  title,
  note,
  extraText,
  arrow,
  onPress,
  role,
  selected,
  className = '',
}: ListItemProps) {
  const classes = ['at-list__item', note ? 'at-list__item--multiple' : '', className]
  return (
    <Pressable
      className={classes.filter(Boolean).join(' ')}
      role={role}
      selected={selected}
      onPress={onPress}
    >
      <View className='at-list__item-container'>
        <View className='at-list__item-content item-content'>
          <View className='item-content__info'>
            <View className='item-content__info-title'>{title}</View>
            {note ? <View className='item-content__info-note'>{note}</View> : null}
          </View>
        </View>
        <View className='at-list__item-extra item-extra'>
          {extraText ? <View className='item-extra__info'>{extraText}</View> : null}
          {arrow ? (
            <View className='item-extra__icon' aria-hidden>
              <Text className={`at-icon item-extra__icon-arrow at-icon-chevron-${arrow}`} />
            </View>
          ) : null}
        </View>
      </View>
    </Pressable>
  )
}
