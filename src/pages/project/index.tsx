// Token projects (issue 29 item 2): every project, open ones first, then those to come, then the
// ended, each with its window counted down and its terms; a way to the user's commitments. How the
// allocation works is said before any project is opened.
import { useCallback } from 'react'
import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { ListFooter } from '@/components/ListFooter'
import { ProductOff } from '@/components/ProductOff'
import { Screen } from '@/components/Screen'
import { Skeleton } from '@/components/Skeleton'
import { StateView } from '@/components/StateView'
import { usePagedList } from '@/hooks/usePagedList'
import { useT } from '@/hooks/useT'
import { PROJECT_DETAIL, PROJECT_ORDERS } from '@/routes'
import { fetchProjects } from '@/services/api/project'
import { navigate } from '@/services/router'
import { ProjectFacts, WindowLine } from './parts/ProjectFacts'
import './project.scss'

function ProjectsBody() {
  const t = useT()
  const page = useCallback(
    (n: number) => fetchProjects(n).then((p) => ({ items: p.data, page: p.page, pages: p.pages })),
    [],
  )
  const projects = usePagedList(page, { reloadOnShow: true })
  return (
    <View className='project'>
      <View className='project__top'>
        <Text className='project__note'>{t('project.intro')}</Text>
        <Pressable className='pill-link' role='link' onPress={() => void navigate(PROJECT_ORDERS)}>
          {t('project.mine')}
        </Pressable>
      </View>
      {projects.load === 'loading' ? (
        <Skeleton shape='rows' rows={3} />
      ) : projects.load === 'failed' ? (
        <StateView kind='failed' onRetry={projects.retry} />
      ) : projects.items.length === 0 ? (
        <StateView kind='empty' message={t('project.none')} />
      ) : (
        <>
          {projects.items.map((p) => (
            <Pressable
              key={p.id}
              className='project-card'
              role='link'
              data-project={p.id}
              onPress={() => void navigate(PROJECT_DETAIL, { id: p.id })}
            >
              <Text className='project-card__title'>
                {p.name} · {p.symbol}
              </Text>
              <WindowLine project={p} />
              <ProjectFacts project={p} />
            </Pressable>
          ))}
          <ListFooter list={projects} moreText={t('trade.loadMore')} noMoreText='' />
        </>
      )}
      <View className='project__note' role='note'>
        {t('project.risk')}
      </View>
    </View>
  )
}

export default function ProjectsPage() {
  return (
    <Screen>
      <ProductOff product='project' />
      <ProjectsBody />
    </Screen>
  )
}
