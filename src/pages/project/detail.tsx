// One token project (issue 29 item 2): its window counted down, its terms and the allocation rule,
// and for the amount typed what it would bring at the current total (common/projectRules.ts: the
// same arithmetic the server allocates by); committing asks first and holds the USDT.
import { useCallback, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { add, compare } from '@common/decimal'
import { estimate } from '@common/projectRules'
import { isAmount } from '@common/validate'
import { DetailState } from '@/components/DetailState'
import { Field } from '@/components/Field'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { useConfirmedWrite } from '@/hooks/useConfirmedWrite'
import { useDetail } from '@/hooks/useDetail'
import { useNow } from '@/hooks/useNow'
import { useT } from '@/hooks/useT'
import { PROJECT_ORDERS } from '@/routes'
import { commitToProject, fetchProject, type Project } from '@/services/api/project'
import { pageQuery, redirect } from '@/services/router'
import { carryToast, toast } from '@/services/toast'
import { formatInstant } from '@/utils/dates'
import { balance, grouped } from '@/utils/format'
import { ProjectFacts, WindowLine } from './parts/ProjectFacts'
import { liveWindow } from './parts/windowState'
import './project.scss'

function DetailBody() {
  const id = Number(pageQuery(useRouter().params).id)
  const fetch = useCallback(() => fetchProject(id), [id])
  const { load, retry } = useDetail(Number.isInteger(id) && id > 0 ? fetch : null, {
    refusalIsMissing: true,
  })
  return (
    <DetailState load={load} onRetry={retry} skeleton={<Skeleton shape='rows' rows={5} />}>
      {(project: Project) => <CommitForm project={project} />}
    </DetailState>
  )
}

function CommitForm({ project: p }: { project: Project }) {
  const t = useT()
  const now = useNow(true)
  const open = liveWindow(p, now).state === 1
  const [amount, setAmount] = useState('')
  const typed = amount.trim()
  const valid = isAmount(typed, 2) && compare(typed, p.max_commit) <= 0
  const guess = valid ? estimate(p, typed, p.committed) : null
  const end = formatInstant(p.end_at, 'YYYY-MM-DD HH:mm')

  // one key per intended commitment: a retry after a lost answer commits once
  const commitment = useConfirmedWrite(
    (key) => commitToProject(p.id, typed, key),
    () => {
      toast(t('project.committedToast'), 'success')
      carryToast()
      void redirect(PROJECT_ORDERS)
    },
  )

  const ask = () => {
    if (valid) commitment.ask()
    else commitment.setError(t('project.range', { max: balance(p.max_commit) }))
  }

  return (
    <View className='project'>
      <View className='project-card'>
        <Text className='project-card__title'>
          {p.name} · {p.symbol}
        </Text>
        <WindowLine project={p} />
        <ProjectFacts project={p} />
        {p.description !== '' && <Text className='project__note'>{p.description}</Text>}
      </View>
      <View className='project-rules' data-section='rules'>
        <Text className='project-rules__line'>{t('project.ruleShare', { end })}</Text>
        <Text className='project-rules__line'>
          {t('project.ruleCap', { cap: grouped(p.per_user_cap), symbol: p.symbol })}
        </Text>
        <Text className='project-rules__line'>
          {t('project.ruleCharge', { price: grouped(p.price), symbol: p.symbol })}
        </Text>
      </View>
      <Field
        name='amount'
        type='digit'
        label={t('project.amount')}
        value={amount}
        onInput={(value) => {
          setAmount(value)
          commitment.changed()
        }}
        hint={t('project.limits', { max: balance(p.max_commit) })}
        error={commitment.error}
        ltr
      />
      <View className='project-rules' data-section='estimate'>
        <Text className='project-rules__line'>
          {guess
            ? t('project.estimate', {
                // the total the estimate assumes holds the amount typed: for the first
                // subscriber it is that amount, not nothing
                total: balance(add(p.committed, typed)),
                tokens: grouped(guess.tokens),
                symbol: p.symbol,
                charged: balance(guess.charged),
                released: balance(guess.released),
              })
            : t('project.estimateEmpty')}
        </Text>
        <Text className='project__note'>{t('project.estimateNote')}</Text>
      </View>
      <View className='project__note' role='note'>
        {t('project.risk')}
      </View>
      <Button
        className='project__commit'
        type='primary'
        disabled={!open}
        loading={commitment.busy}
        onPress={ask}
      >
        {t(open ? 'project.commit' : 'project.notOpen')}
      </Button>
      <Dialog
        isOpened={commitment.asking}
        title={t('project.confirmTitle')}
        content={t('project.confirm', { amount: balance(typed), end })}
        cancelText={t('common.back')}
        confirmText={t('project.commit')}
        onCancel={commitment.cancel}
        onClose={commitment.cancel}
        onConfirm={() => void commitment.confirm()}
      />
    </View>
  )
}

export default function ProjectDetailPage() {
  return (
    <Screen>
      <DetailBody />
    </Screen>
  )
}
