*** Settings ***
Documentation     Snapshot: the AI-mode aria snapshot with refs (iframes included),
...               url, title, page id and pending modal; explicit page and frame targets.
Resource          ../resources/common.resource
Suite Setup       Create Instance    inspection


*** Test Cases ***
Snapshot Describes The Page
    ${page} =    Open Test Page    inspection.html
    ${snap} =    Snapshot
    Should Be Equal    ${snap}[url]    ${URL}/inspection.html
    Should Be Equal    ${snap}[title]    Inspection
    Should Start With    ${snap}[page_id]    page-
    Should Be Equal    ${snap}[modal]    ${None}
    Should Contain    ${snap}[snapshot]    heading "Inspection page" [level=1]
    Should Match Regexp    ${snap}[snapshot]    button "Save changes" \\[ref=e\\d+\\]
    Should Match Regexp    ${snap}[snapshot]    navigation "Main" \\[ref=
    Should Match Regexp    ${snap}[snapshot]    link "Home" \\[ref=

Snapshot Includes Iframe Content With Frame Refs
    Open Test Page    inspection.html
    ${snap} =    Snapshot
    Should Match Regexp    ${snap}[snapshot]    iframe \\[ref=
    Should Match Regexp    ${snap}[snapshot]    heading "The second page" \\[level=1\\] \\[ref=f\\d+e\\d+\\]

Snapshot Refs Work As Element Arguments
    Open Test Page    inspection.html
    ${snap} =    Snapshot
    ${ref} =    Ref Of    ${snap}[snapshot]    button "Save changes"
    ${path} =    Screenshot    ref=${ref}    file_path=${OUTPUT DIR}/snapshot-ref.png
    File Should Exist    ${path}
    ${path} =    Screenshot    ref=ref=${ref}    file_path=${OUTPUT DIR}/snapshot-ref.png
    File Should Exist    ${path}

Snapshot Of An Explicit Page
    Open Test Page    index.html
    ${info} =    List Instances
    ${page_id} =    Set Variable    ${info}[instances][0][selected_page_id]
    ${snap} =    Snapshot    page_id=${page_id}
    Should Be Equal    ${snap}[page_id]    ${page_id}
    Should Be Equal    ${snap}[title]    Fixture Home

Snapshot Of Unknown Page
    Run Keyword And Expect Error    page_not_found: no open page 'page-nope' in instance 'inspection'*
    ...    Snapshot    page_id=page-nope

Snapshot Of Unknown Frame
    Open Test Page    index.html
    Run Keyword And Expect Error    frame_not_found: no attached frame 'frame-nope'*
    ...    Snapshot    frame_id=frame-nope

Main Frame Refs Stay Plain However Often The Tab Navigates
    [Documentation]    The ``f`` prefix means an iframe, also after several navigations.
    Open Test Page    index.html
    Open Test Page    second.html
    Open Test Page    inspection.html
    ${snap} =    Snapshot
    ${save} =    Ref Of    ${snap}[snapshot]    button "Save changes"
    ${home} =    Ref Of    ${snap}[snapshot]    link "Home"
    ${inside} =    Ref Of    ${snap}[snapshot]    heading "The second page"
    Should Match Regexp    ${save}    ^e\\d+$
    Should Match Regexp    ${home}    ^e\\d+$
    Should Match Regexp    ${inside}    ^f\\d+e\\d+$
    ${path} =    Screenshot    ref=${inside}    file_path=${OUTPUT DIR}/snapshot-iframe-ref.png
    File Should Exist    ${path}
    Click    ${home}
    Wait For Url    **/index.html
    Run Keyword And Expect Error    stale_ref: ref '${save}' is not in the current page*
    ...    Click    ${save}

Refs Of An Earlier Page Are Stale
    Open Test Page    inspection.html
    ${snap} =    Snapshot
    ${ref} =    Ref Of    ${snap}[snapshot]    button "Save changes"
    Open Test Page    index.html
    Run Keyword And Expect Error    stale_ref: ref '${ref}' is not in the current page*take a new snapshot*
    ...    Screenshot    ref=${ref}


*** Keywords ***
Ref Of
    [Documentation]    The ref of the first snapshot line that contains ``text``.
    [Arguments]    ${snapshot}    ${text}
    ${match} =    Set Variable    ${{ re.search(re.escape($text) + r'.*?\[ref=((?:f\d+)?e\d+)\]', $snapshot) }}
    Should Not Be Equal    ${match}    ${None}    no ref on a snapshot line with '${text}'
    RETURN    ${match.group(1)}
