import{a as o,d as e,g as t,h as r}from"./chunk-OUD5J3S6.js";import"./chunk-QHDNOTBI.js";var m=r({Widget:e,css:o,ErrorScreen:t});export{m as mount};
