import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import type { ProjectTask } from "../api/get-project";
import { GanttChart } from "./gantt-chart";
import { MilestoneGroups } from "./milestone-groups";
import { TaskList } from "./task-list";

/** The Tasks section with the tabs List, Gantt Chart and Milestones (spec 2 §2). */
export function ProjectTasks({ tasks }: { tasks: ProjectTask[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tasks</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="list">
          <TabsList aria-label="Task views">
            <TabsTrigger value="list">List</TabsTrigger>
            <TabsTrigger value="gantt">Gantt Chart</TabsTrigger>
            <TabsTrigger value="milestones">Milestones</TabsTrigger>
          </TabsList>
          <TabsContent value="list">
            <TaskList tasks={tasks} />
          </TabsContent>
          <TabsContent value="gantt">
            <GanttChart tasks={tasks} />
          </TabsContent>
          <TabsContent value="milestones">
            <MilestoneGroups tasks={tasks} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
