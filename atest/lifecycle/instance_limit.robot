*** Settings ***
Documentation     The max_instances cap: a second import of the library with
...               max_instances=1 under the alias Capped has its own manager and cap.
Resource          ../resources/common.resource
Library           CamoufoxLibrary    max_instances=1    AS    Capped
Suite Teardown    Destroy Every Capped Instance


*** Test Cases ***
Cap Is Reported
    ${result} =    Capped.List Instances
    Should Be Equal As Integers    ${result}[max_instances]    1
    Should Be Empty    ${result}[instances]

Creating Beyond The Cap Fails With Instance Limit Exceeded
    Capped.Create Instance    only
    Run Keyword And Expect Error
    ...    instance_limit_exceeded: max_instances (1) instances are running (only); destroy one first or raise max_instances
    ...    Capped.Create Instance    one-too-many
    ${result} =    Capped.List Instances
    Length Should Be    ${result}[instances]    1
    Should Be Equal    ${result}[instances][0][instance]    only

Destroying Frees A Place Under The Cap
    Capped.Destroy Instance    only
    ${info} =    Capped.Create Instance    replacement
    Should Be Equal    ${info}[instance]    replacement

The Default Library Has Its Own Instances
    ${result} =    CamoufoxLibrary.List Instances
    Should Be Equal As Integers    ${result}[max_instances]    5
    Should Not Contain    ${{ [i['instance'] for i in $result['instances']] }}    replacement


*** Keywords ***
Destroy Every Capped Instance
    ${result} =    Capped.List Instances
    FOR    ${info}    IN    @{result}[instances]
        Capped.Destroy Instance    ${info}[instance]
    END
    ${result} =    Capped.List Instances
    Should Be Empty    ${result}[instances]
